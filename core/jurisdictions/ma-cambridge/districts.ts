// Cambridge's district list: each zone code of its data with the district's name.

/**
 * The districts of the Cambridge maps with their names in the ordinance's district list (the
 * city's GIS data), and the districts the corridor rezonings added, whose names are not in it.
 * Business A-5, on the 2024 map only, is not in the list either; its name follows the list's.
 */
export const CAMBRIDGE_NAMES: [string, string][] = [
  ['A-1', 'Residence A-1 District'], ['A-2', 'Residence A-2 District'], ['B', 'Residence B District'],
  ['C', 'Residence C District'], ['C-1', 'Residence C-1 District'], ['C-1A', 'Residence C-1A District'], ['C-2', 'Residence C-2 District'],
  ['C-2A', 'Residence C-2A District'], ['C-2B', 'Residence C-2B District'], ['C-3', 'Residence C-3 District'], ['C-3A', 'Residence C-3A District'],
  ['C-3B', 'Residence C-3B District'],
  ['BA', 'Business A District'], ['BA-1', 'Business A-1 District'], ['BA-2', 'Business A-2 District'], ['BA-3', 'Business A-3 District'],
  ['BA-4', 'Business A-4 District'], ['BA-5', 'Business A-5 District'], ['BB', 'Business B District'], ['BB-1', 'Business B-1 District'], ['BB-2', 'Business B-2 District'],
  ['BC', 'Business C District'], ['IA', 'Industry A District'], ['IA-1', 'Industry A-1 District'], ['IA-2', 'Industry A-2 District'],
  ['IB', 'Industry B District'], ['IB-1', 'Industry B-1 District'], ['IB-2', 'Industry B-2 District'], ['O-1', 'Office 1 District'],
  ['O-2', 'Office 2 District'], ['O-2A', 'Office 2A District'], ['O-3', 'Office 3 District'], ['O-3A', 'Office 3A District'],
  ['OS', 'Open Space District'], ['MXD', 'Mixed Use Development (MXD) District'], ['ASD', 'Ames Street District'],
  ['CRDD', 'Cambridgeport Revitalization Development District'], ['NP', 'North Point Residence, Office and Business District'],
  ...['1', '2', '3', '4', '4A', '5', '6', '7', '8', '8A', '9', '10(F)', '10(H)', '11', '12', '13', '14', '15'].map(
    (n): [string, string] => [`SD-${n}`, `Special Business, Office and Industrial District ${n}`],
  ),
  ['CAM-6', 'CAM-6'], ['CAM-10', 'CAM-10'], ['CAM-12', 'CAM-12'], ['MAS-6', 'MAS-6'], ['MAS-12', 'MAS-12'], ['MAS-12A', 'MAS-12A'], ['MAS-18', 'MAS-18'],
];
