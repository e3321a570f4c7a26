// The members panel (spec 2 'Members panel', spec 4 'Invite and roles', spec 5 'Invite form',
// spec 6, spec 7 calls 3 to 5, spec 8): the invite form for owners, the member list with role
// selects for the members an owner may change, and the pending invites an owner may revoke.
// Members see the list only. Each call says what it does in toasts; the lists change locally
// when the server agreed.
import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createInvite, listMembers, ORG_ROLES, revokeInvite, setMemberRole, type Invite, type Member, type MembersList, type OrgRole } from '../../../../../core/api';
import { ApiRequestError, send, type ApiClient } from '../../../api/client';
import { formatDate } from '../../../i18n/format';
import { useOrgTranslate } from '../../i18n/org-messages';
import { useLocale } from '../../../i18n/use-translate';
import { ToastContext } from '../../ui/toast-context';
import { problemText } from '../api-problem';
import { CopyButton } from '../CopyButton';
import { localizeFieldMessage } from '../field-messages';
import { canChangeRole, canSubmitInvite, EMPTY_INVITE, inviteErrors, memberName, panelControls, withoutInvite, withPendingInvite, withRole, type InviteForm } from './members-model';

interface Props {
  api: ApiClient;
  orgId: string;
  /** The reader's user id. */
  userId: string;
  onUnauthorized(): void;
}

/** The members, the invites and, for owners, the invite form. */
export function MembersPanel({ api, orgId, userId, onUnauthorized }: Props) {
  const t = useOrgTranslate();
  const locale = useLocale();
  const showToast = useContext(ToastContext);
  const [list, setList] = useState<MembersList | undefined>(undefined);
  const [changing, setChanging] = useState<string | undefined>(undefined);
  const [revoking, setRevoking] = useState<string | undefined>(undefined);
  const latest = useRef({ showToast, onUnauthorized, t });
  latest.current = { showToast, onUnauthorized, t };

  useEffect(() => {
    const controller = new AbortController();
    send(api, listMembers, { params: { id: orgId } }, { signal: controller.signal }).then(setList, (error: unknown) => {
      if (controller.signal.aborted) return;
      if (error instanceof ApiRequestError && error.status === 401) latest.current.onUnauthorized();
      // Spec 8: a toast, and empty lists.
      latest.current.showToast?.('error', latest.current.t('members.loadFailed', { message: problemText(error, latest.current.t) }));
      setList({ members: [], invites: [], my_role: 'member' });
    });
    return () => controller.abort();
  }, [api, orgId]);

  if (!list) {
    return (
      <p className="settings-status" role="status">
        {t('members.loading')}
      </p>
    );
  }
  const controls = panelControls(list.my_role);

  const changeRole = async (member: Member, role: OrgRole) => {
    setChanging(member.user_id);
    showToast?.('success', t('members.updatingRole'));
    try {
      await send(api, setMemberRole, { params: { id: orgId, userId: member.user_id }, body: { organization_role: role } });
      setList((current) => current && { ...current, members: withRole(current.members, member.user_id, role) });
      showToast?.('success', t('members.updatingRoleSuccess', { name: memberName(member), role: t(`members.role.${role}`) }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) onUnauthorized();
      showToast?.('error', t('members.updatingRoleError', { message: problemText(error, t) }));
    } finally {
      setChanging(undefined);
    }
  };

  const revoke = async (invite: Invite) => {
    setRevoking(invite.id);
    try {
      await send(api, revokeInvite, { params: { id: orgId, inviteId: invite.id } });
      setList((current) => current && { ...current, invites: withoutInvite(current.invites, invite.id) });
      showToast?.('success', t('members.revoked', { email: invite.email }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) onUnauthorized();
      showToast?.('error', t('members.revokeFailed', { message: problemText(error, t) }));
    } finally {
      setRevoking(undefined);
    }
  };

  return (
    <div className="members">
      {controls.canInvite && (
        <InviteFormView api={api} orgId={orgId} onUnauthorized={onUnauthorized} onInvited={(invite) => setList((current) => current && { ...current, invites: withPendingInvite(current.invites, invite) })} />
      )}

      <section className="members__section" aria-labelledby="members-list-title">
        <h2 id="members-list-title" className="settings-section__title">
          {t('members.title')}
        </h2>
        {list.members.length === 0 ? (
          <p className="settings-note">{t('members.none')}</p>
        ) : (
          <div className="settings-table-wrap">
            <table className="settings-table members__table">
              <thead>
                <tr>
                  <th scope="col">{t('members.name')}</th>
                  <th scope="col">{t('members.email')}</th>
                  <th scope="col">{t('members.role')}</th>
                  <th scope="col">{t('members.joined')}</th>
                </tr>
              </thead>
              <tbody>
                {list.members.map((member) => {
                  const name = memberName(member);
                  return (
                    <tr key={member.user_id} data-user-id={member.user_id}>
                      <td>
                        {name}
                        {member.user_id === userId && <span className="members__you"> {t('members.you')}</span>}
                      </td>
                      <td>{member.onboarding_data.email}</td>
                      <td>
                        {canChangeRole(list.my_role, member) ? (
                          <select
                            className="settings-field__input members__role"
                            aria-label={t('members.roleOf', { name })}
                            value={member.organization_role}
                            disabled={changing === member.user_id}
                            onChange={(event) => void changeRole(member, event.target.value as OrgRole)}
                          >
                            {ORG_ROLES.map((role) => (
                              <option key={role} value={role}>
                                {t(`members.role.${role}`)}
                              </option>
                            ))}
                          </select>
                        ) : (
                          t(`members.role.${member.organization_role}`)
                        )}
                      </td>
                      <td>{formatDate(member.created_at, locale)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="members__section" aria-labelledby="members-invites-title">
        <h2 id="members-invites-title" className="settings-section__title">
          {t('members.pending')}
        </h2>
        {list.invites.length === 0 ? (
          <p className="settings-note">{t('members.noInvites')}</p>
        ) : (
          <ul className="members__invites">
            {list.invites.map((invite) => (
              <li key={invite.id} className="members__invite">
                <span className="members__invite-email">{invite.email}</span>
                <span className="members__invite-meta">{t('members.invitedAs', { role: t(`members.role.${invite.organization_role}`), date: formatDate(invite.created_at, locale) })}</span>
                {controls.canRevokeInvites && (
                  <button type="button" className="link-button" disabled={revoking === invite.id} aria-label={t('members.revokeInvite', { email: invite.email })} onClick={() => void revoke(invite)}>
                    {t('members.revoke')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface InviteProps {
  api: ApiClient;
  orgId: string;
  onUnauthorized(): void;
  onInvited(invite: Invite): void;
}

/** The invite form (spec 5): e-mail and role, Send enabled only when valid and not sending. */
function InviteFormView({ api, orgId, onUnauthorized, onInvited }: InviteProps) {
  const t = useOrgTranslate();
  const showToast = useContext(ToastContext);
  const id = useId();
  const [form, setForm] = useState<InviteForm>(EMPTY_INVITE);
  const [isTouched, setTouched] = useState(false);
  const [isSending, setSending] = useState(false);
  const [link, setLink] = useState<{ email: string; url: string } | undefined>(undefined);
  const errors = inviteErrors(form);
  const emailErrors = isTouched ? errors.email?.map((message) => localizeFieldMessage(message, t)) : undefined;
  const isSendable = canSubmitInvite(form, isSending);

  const sendInvite = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isSendable) return;
    setSending(true);
    showToast?.('success', t('members.sending'));
    try {
      const created = await send(api, createInvite, { params: { id: orgId }, body: { email: form.email.trim(), organization_role: form.organization_role } });
      onInvited(created.invite);
      setLink({ email: created.invite.email, url: created.invite_url });
      // Spec 4: the form resets after a successful invite.
      setForm(EMPTY_INVITE);
      setTouched(false);
      showToast?.('success', t('members.sendingSuccess', { email: created.invite.email }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) onUnauthorized();
      showToast?.('error', t('members.sendingError', { message: problemText(error, t) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="members__section members__invite-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t('members.inviteTitle')}
      </h2>
      <form className="members__form" noValidate onSubmit={(event) => void sendInvite(event)}>
        <div className="settings-field members__email">
          <label className="settings-field__label" htmlFor={`${id}-email`}>
            {t('members.email')}
          </label>
          <input
            id={`${id}-email`}
            className="settings-field__input"
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={form.email}
            aria-invalid={emailErrors ? true : undefined}
            aria-describedby={emailErrors ? `${id}-email-error` : undefined}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
            onBlur={() => setTouched(form.email !== '')}
          />
          {emailErrors && (
            <p id={`${id}-email-error`} className="settings-field__error">
              {emailErrors.join(' ')}
            </p>
          )}
        </div>
        <div className="settings-field">
          <label className="settings-field__label" htmlFor={`${id}-role`}>
            {t('members.role')}
          </label>
          <select id={`${id}-role`} className="settings-field__input" value={form.organization_role} onChange={(event) => setForm({ ...form, organization_role: event.target.value as OrgRole })}>
            {ORG_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`members.role.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary members__send" disabled={!isSendable}>
          {isSending ? t('members.sendingButton') : t('members.send')}
        </button>
      </form>
      {link && (
        <div className="members__link" role="status">
          <p className="members__link-text">{t('members.linkFor', { email: link.email })}</p>
          <div className="settings-inline">
            <input className="settings-field__input settings-field__input--code" type="text" readOnly value={link.url} aria-label={t('members.linkLabel', { email: link.email })} spellCheck={false} />
            <CopyButton text={link.url} label={t('members.copyLink')} />
          </div>
        </div>
      )}
    </section>
  );
}
