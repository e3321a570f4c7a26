// The CSV export's cells and records: RFC 4180 quoting, CRLF line ends, formulas neutralised, and
// the columns a lead and a help request fill.
import { describe, expect, it } from 'vitest';
import type { LeadListItem } from '../../../core/api';
import { LEAD_CSV_COLUMNS, csvCell, csvLine, leadCsvValues } from './leads-csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Maple Hollow')).toBe('Maple Hollow');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('12 Maple Street, Maple Hollow')).toBe('"12 Maple Street, Maple Hollow"');
    expect(csvCell('the "big" lot')).toBe('"the ""big"" lot"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('prefixes a quote to cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1 (555) 010-2030')).toBe("'+1 (555) 010-2030");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('\r=cmd')).toBe(`"'\r=cmd"`);
    expect(csvCell('=HYPERLINK("https://evil.example","click")')).toBe(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    // Only the first character matters.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', '=d'])).toBe(`a,"b,c",'=d\r\n`);
  });
});

describe('leadCsvValues', () => {
  const base = { created_at: '2026-03-09T02:00:00.000Z', delivery: { status: 'pending', attempts: 1, last_error: 'The webhook answered 500.' }, summary: null } as const;

  it("fills a lead's columns from its fields", () => {
    const lead: LeadListItem = {
      ...base,
      id: 'lead-1',
      kind: 'lead',
      name: 'Vera Visitor',
      email: 'vera@example.com',
      fields: {
        phone: '+1 (555) 010-2030',
        property_address: '12 Maple Street',
        addr_city: 'Maple Hollow',
        addr_state: 'MA',
        addr_zip: '01999',
        considering: 'Backyard cottage;Convert',
        starting_timeline: 'interested',
        is_owner: 'yes',
        lives_there: 'no',
        steps_taken: 'Survey',
        water_supply: 'municipality',
        sewer_system: 'septic',
      },
    };
    expect(Object.fromEntries(LEAD_CSV_COLUMNS.map((column, i) => [column, leadCsvValues(lead)[i]]))).toEqual({
      id: 'lead-1',
      kind: 'lead',
      created_at: '2026-03-09T02:00:00.000Z',
      name: 'Vera Visitor',
      email: 'vera@example.com',
      phone: '+1 (555) 010-2030',
      property_address: '12 Maple Street',
      addr_city: 'Maple Hollow',
      addr_state: 'MA',
      addr_zip: '01999',
      considering: 'Backyard cottage;Convert',
      starting_timeline: 'interested',
      is_owner: 'yes',
      lives_there: 'no',
      steps_taken: 'Survey',
      water_supply: 'municipality',
      sewer_system: 'septic',
      related_to: '',
      help_request: '',
      delivery_status: 'pending',
    });
  });

  it("puts a help request's address under property_address and leaves the lead columns empty", () => {
    const help: LeadListItem = {
      ...base,
      id: 'help-1',
      kind: 'help',
      name: 'Hal Helpme',
      email: null,
      fields: { full_name: 'Hal Helpme', address: '3 Oak Lane', addr_city: 'Maple Hollow', related_to: 'Setbacks', help_request: 'Which setback?' },
    };
    expect(leadCsvValues(help)).toEqual([
      'help-1', 'help', '2026-03-09T02:00:00.000Z', 'Hal Helpme', '', '', '3 Oak Lane', 'Maple Hollow', '', '', '', '', '', '', '', '', '', 'Setbacks', 'Which setback?', 'pending',
    ]);
  });
});
