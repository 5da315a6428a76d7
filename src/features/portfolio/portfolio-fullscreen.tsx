import { Suspense, lazy, useCallback, useState } from 'react';
import type { PortfolioProject } from '@/content/portfolio';

const PortfolioPreview = lazy(() => import('./portfolio-preview'));

export interface FullscreenPreviewState {
  opened: boolean;
  /** Set with the first opening and kept: the preview then stays mounted, to close with its transition. */
  wanted: boolean;
  open: () => void;
  close: () => void;
}

export function useFullscreenPreview(): FullscreenPreviewState {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = useCallback(() => {
    setWanted(true);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  return { opened, wanted, open, close };
}

/** The project's screens full screen; its code (a Mantine modal) loads with the first opening. */
export function FullscreenPreview({ project, preview }: { project: PortfolioProject; preview: FullscreenPreviewState }) {
  if (!preview.wanted) return null;
  return (
    <Suspense fallback={null}>
      <PortfolioPreview project={project} opened={preview.opened} onClose={preview.close} />
    </Suspense>
  );
}
