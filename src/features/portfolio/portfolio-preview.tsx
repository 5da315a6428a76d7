import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Modal, Stack } from '@mantine/core';
import { SiteMantineProvider } from '@/components/site-mantine-provider';
import type { PortfolioProject } from '@/content/portfolio';
import { ScreenFrame } from '@/components/screen-frame';
import classes from './portfolio.module.css';

/**
 * A project's screens full screen. Loaded with its first opening: the modal's code (focus trap,
 * scroll lock, portal) is not part of what the portfolio costs on arrival. It brings Mantine's
 * provider with it, as the portfolio island itself is drawn without Mantine.
 */
export default function PortfolioPreview({ project, opened, onClose }: { project: PortfolioProject; opened: boolean; onClose: () => void }) {
  return (
    <SiteMantineProvider>
      <Modal
        opened={opened}
        onClose={onClose}
        fullScreen
        title={`${project.client}: ${project.title}`}
        closeButtonProps={{ 'aria-label': 'Close preview' }}
        classNames={{ body: classes.previewBody }}
      >
        <Stack gap="lg" align="center">
          {project.images.map((image) => (
            <ScreenFrame key={image.src} image={image} className={classes.previewImage} />
          ))}
        </Stack>
      </Modal>
    </SiteMantineProvider>
  );
}
