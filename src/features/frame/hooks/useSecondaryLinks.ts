import { useAppSelector } from '@/store/hooks';
import { selectConfig } from '@/features/config/configSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/frame';
import { secondaryNavigation } from '@/lib/routes';

const t = translator('frame', messages);

/** The secondary links (press, education, and feedback and careers when configured), labelled. */
export function useSecondaryLinks(): {
  key: string;
  label: string;
  href: string;
  external: boolean;
}[] {
  const config = useAppSelector(selectConfig);
  const external = config?.externalLinks ?? { feedback: null, careers: null };
  return secondaryNavigation(external).map((link) => ({ ...link, label: t(`nav.${link.key}`) }));
}
