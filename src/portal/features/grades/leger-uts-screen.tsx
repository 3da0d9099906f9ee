/** /leger_uts: the leger of the STS (sumatif tengah semester). */
import { LegerScreen } from './leger-screen.tsx';

export default function LegerUtsScreen() {
  return <LegerScreen kind="sts" />;
}
