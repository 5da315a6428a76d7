import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Group } from '@/components/ui';
import type { PortfolioProject } from '@/content/portfolio';
import classes from './portfolio.module.css';

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
    </svg>
  );
}

/** A round-ended toolbar button (play, 3D, full screen). */
function PillButton({
  children,
  icon,
  ...props
}: {
  children: ReactNode;
  icon?: ReactNode;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={classes.pill} {...props}>
      {icon}
      {children}
    </button>
  );
}

export interface PortfolioControlsProps {
  projects: readonly PortfolioProject[];
  index: number;
  playing: boolean;
  view3d: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onTogglePlay: () => void;
  onToggleView3d: () => void;
  onFullScreen: () => void;
}

/** Under the stage: previous, a dot per project, next; then play/pause, the 3D view and full screen. */
export function PortfolioControls({
  projects,
  index,
  playing,
  view3d,
  onPrevious,
  onNext,
  onGoTo,
  onTogglePlay,
  onToggleView3d,
  onFullScreen,
}: PortfolioControlsProps) {
  return (
    <div className={classes.toolbar}>
      <Group gap="xs" wrap="nowrap">
        <button type="button" className={classes.roundButton} onClick={onPrevious} aria-label="Previous project">
          <ChevronIcon direction="left" />
        </button>
        <div className={classes.dots} role="group" aria-label="Choose a project">
          {projects.map((item, itemIndex) => (
            <button
              type="button"
              key={item.slug}
              className={classes.dot}
              data-active={itemIndex === index || undefined}
              aria-current={itemIndex === index ? 'true' : undefined}
              aria-label={`Project ${itemIndex + 1}: ${item.client}`}
              onClick={() => onGoTo(itemIndex)}
            />
          ))}
        </div>
        <button type="button" className={classes.roundButton} onClick={onNext} aria-label="Next project">
          <ChevronIcon direction="right" />
        </button>
      </Group>
      <Group gap="xs" justify="center">
        <PillButton onClick={onTogglePlay} icon={<PlayPauseIcon playing={playing} />} aria-pressed={!playing} data-testid="play-toggle">
          {playing ? 'Pause' : 'Resume'}
        </PillButton>
        <PillButton onClick={onToggleView3d} aria-pressed={view3d}>
          3D View
        </PillButton>
        <PillButton onClick={onFullScreen}>Full Screen</PillButton>
      </Group>
    </div>
  );
}
