import { ToastContainer } from 'react-toastify';
import { TOAST_DEFAULTS } from './toast';
import './ToastHost.css';

/** The toasts' container under the spec's defaults (loaded by ToastHost). */
export default function ToastContainerHost() {
  return <ToastContainer {...TOAST_DEFAULTS} newestOnTop limit={4} theme="light" />;
}
