// /dashboard index, My Profil (spec §2 Profile): a placeholder avatar, name and email (a phone account's
// number instead), the profile form with Send Now, and the same form in the Edit Profil modal. Saving shows
// 'Profil information saved'. Ours, under it: adding a mobile number, or to a phone account an email.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { ProfileInput } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { accountLabel } from '../../lib/account-label.ts';
import { useSession } from '../../lib/auth.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { Detail } from '../dashboard/index.ts';
import { profileQueryOptions, useSaveProfile } from './api/profile.ts';
import { ContactSection } from './components/contact-section.tsx';
import { ProfileForm } from './components/profile-form.tsx';

function AvatarPlaceholder() {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  return (
    <div className="avatar avatar-placeholder">
      <div className="w-24 rounded-full bg-neutral text-neutral-content">
        <svg viewBox="0 0 24 24" className="size-14" role="img" aria-label={ACCOUNT_TEXT.avatarAlt}>
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21a8 8 0 0 1 16 0z" fill="currentColor" />
        </svg>
      </div>
    </div>
  );
}

export function ProfilePage() {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { SUCCESS_TEXT } = useTexts('feedback');
  const apiErrorText = useApiErrorText();
  usePageTitle(SPEC_APP_TEXT.menuProfile);
  const { user } = useSession();
  const email = user?.email ?? '';
  const name = user?.name ?? '';
  const profile = useQuery({ ...profileQueryOptions(email), enabled: Boolean(user) });
  const save = useSaveProfile(email, name);
  const dialog = useRef<HTMLDialogElement>(null);
  // The modal's form exists only while the modal is open, so the page never shows two forms at once.
  const [isEditing, setEditing] = useState(false);

  function openEditor() {
    setEditing(true);
    dialog.current?.showModal();
  }

  async function handleSave(input: ProfileInput) {
    try {
      await save.mutateAsync(input);
    } catch (error) {
      toast.error(apiErrorText.message(error, ACCOUNT_TEXT.profileSaveFailed));
      return;
    }
    toast.success(SUCCESS_TEXT.profileSaved);
    if (dialog.current?.open) dialog.current.close();
  }

  if (!user || profile.isPending) return <Spinner />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const saved = profile.data;

  return (
    <div className="grid gap-6">
      <h2 className="text-2xl font-bold">{ACCOUNT_TEXT.profileTitle}</h2>
      <div className="card border border-base-300 bg-base-100">
        <div className="card-body flex-row flex-wrap items-center gap-6">
          <AvatarPlaceholder />
          {/* basis-48: on a phone the details go below the avatar rather than into a sliver beside it. */}
          <div className="min-w-0 flex-1 basis-48">
            <p className="text-xl font-semibold wrap-anywhere" translate="no">
              {name}
            </p>
            <p className="text-base-content/80 wrap-anywhere" translate="no">
              {accountLabel(email, user.phoneNumber)}
            </p>
            {saved ? (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <Detail term={ACCOUNT_TEXT.educationLabel} data={saved.education} />
                <Detail term={ACCOUNT_TEXT.cityLabel} data={saved.city} />
                <Detail term={ACCOUNT_TEXT.phoneLabel} data={saved.phone} />
                <Detail term={ACCOUNT_TEXT.profileLinkLabel} data={saved.profil} className="break-all">
                  {saved.profil ? (
                    <a href={saved.profil} className="link" rel="noopener noreferrer nofollow" target="_blank">
                      {saved.profil}
                    </a>
                  ) : null}
                </Detail>
              </dl>
            ) : null}
          </div>
          <button type="button" className="btn btn-outline" onClick={openEditor}>
            {SPEC_APP_TEXT.editProfile}
          </button>
        </div>
      </div>

      <div className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <ProfileForm
            key={JSON.stringify(saved)}
            name={name}
            email={email}
            phoneNumber={user.phoneNumber ?? null}
            profile={saved}
            isSaving={save.isPending}
            onSave={handleSave}
          />
        </div>
      </div>

      <ContactSection user={user} />

      <dialog ref={dialog} className="modal" aria-labelledby="edit-profile-title" onClose={() => setEditing(false)}>
        <div className="modal-box max-w-2xl">
          <h3 id="edit-profile-title" className="mb-2 text-lg font-bold">
            {SPEC_APP_TEXT.editProfile}
          </h3>
          {isEditing ? (
            <ProfileForm
              name={name}
              email={email}
              phoneNumber={user.phoneNumber ?? null}
              profile={saved}
              isSaving={save.isPending}
              onSave={handleSave}
            />
          ) : null}
          <div className="modal-action">
            <form method="dialog">
              <button type="submit" className="btn">
                {ACCOUNT_TEXT.close}
              </button>
            </form>
          </div>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1} aria-hidden="true">
            {ACCOUNT_TEXT.close}
          </button>
        </form>
      </dialog>
    </div>
  );
}
