import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';

import { useDismiss } from '@/components/hooks/useDismiss';
import { PopupList } from '@/components/PopupList';
import { secondaryNavigation } from '@/lib/routes';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  background: none;
  border: 0;
  color: #fff;
  font: inherit;
  cursor: pointer;
  padding: 4px 0;
`;

const List = styled(PopupList)`
  min-width: 160px;
  a {
    display: block;
    padding: 8px 14px;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The utility menu: the secondary links (press, education, feedback, careers). */
export function UtilityMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, [ref], () => setOpen(false));
  return (
    <Wrapper ref={ref}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        More
      </Toggle>
      {open && (
        <List id={id}>
          {secondaryNavigation.map((link) => (
            <li key={link.href}>
              <Link prefetch={false} href={link.href}>
                {link.label}
              </Link>
            </li>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
