import { type ReactNode, useLayoutEffect } from 'react';
import themeCss from '../../src/themes/shadcn.css?raw';
import hostCss from '../../test/fixtures/shadcn-host.css?raw';

/**
 * Adds a stylesheet while mounted. The shadcn theme applies to every card on the page, so the
 * story loads it only while it is shown instead of importing it into all of Storybook.
 */
function useStylesheet(css: string): void {
  useLayoutEffect(() => {
    const element = document.createElement('style');
    element.dataset.story = 'shadcn';
    element.textContent = css;
    document.head.append(element);
    return () => element.remove();
  }, [css]);
}

/** A page of a shadcn/ui app: its tokens and font, light or `.dark`, with the kit's shadcn theme. */
export function ShadcnHost({ dark = false, children }: { dark?: boolean; children: ReactNode }) {
  useStylesheet(hostCss);
  useStylesheet(themeCss);
  return <div className={dark ? 'shadcn-host dark' : 'shadcn-host'}>{children}</div>;
}
