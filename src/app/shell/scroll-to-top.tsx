import { ActionIcon, Affix, Transition } from '@mantine/core';
import { SCROLL_TOP_THRESHOLD_PX } from './constants';
import { useScrolledPast } from './use-scroll';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Transition mounted={visible} transition="slide-up" duration={200}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={48}
            radius="xl"
            variant="filled"
            aria-label="Scroll to top"
            onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
            </svg>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
