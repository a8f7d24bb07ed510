import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { directionOf } from '#shared/domain/ui-language';
import { useLanguage } from '#i18n/language';
import { TOAST_DEFAULTS } from './toast';
import './ToastHost.css';

/** The close button of a toast, named in the interface language. */
function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation(['toasts']);
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={t('toasts:close')}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The toasts' container under the spec's defaults (loaded by ToastHost): a polite live region
 * (react-toastify's `aria-live`, each toast an alert) named in the interface language, right to
 * left in Arabic. The toasts' texts are translated where they are made (toast.ts).
 */
export default function ToastContainerHost() {
  const { t } = useTranslation(['toasts']);
  const rtl = directionOf(useLanguage()) === 'rtl';
  return (
    <ToastContainer
      {...TOAST_DEFAULTS}
      newestOnTop
      limit={4}
      theme="light"
      rtl={rtl}
      aria-label={t('toasts:region')}
      closeButton={CloseButton}
    />
  );
}
