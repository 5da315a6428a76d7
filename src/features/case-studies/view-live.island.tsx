import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { island } from '@/islands/island';
import { sampleNotice, successStories } from '@/content/success-stories';
import classes from './case-studies.module.css';

type Step = 'closed' | 'notice' | 'frame';

/** View Live: first the notice, then (after 'I Understand') the sample in a full-screen frame with page scrolling locked. */
function ViewLiveView({ slug }: { slug: string }) {
  const [step, setStep] = useState<Step>('closed');
  const trigger = useRef<HTMLButtonElement | null>(null);
  const story = successStories.find((candidate) => candidate.slug === slug);
  if (!story) return null;
  const close = () => setStep('closed');

  return (
    <>
      <Button ref={trigger} radius="xl" onClick={() => setStep('notice')}>
        View Live<span className="visually-hidden"> sample of {story.client}</span>
      </Button>

      <Modal
        opened={step === 'notice'}
        onClose={close}
        title={sampleNotice.title}
        centered
        closeButtonProps={{ 'aria-label': 'Close notice' }}
        returnFocus={false}
        onExitTransitionEnd={() => {
          if (step === 'closed') trigger.current?.focus();
        }}
      >
        <Text>{sampleNotice.text}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" radius="xl" onClick={close}>
            {sampleNotice.cancel}
          </Button>
          <Button radius="xl" onClick={() => setStep('frame')}>
            {sampleNotice.confirm}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={step === 'frame'}
        onClose={close}
        fullScreen
        title={`Sample site: ${story.client}`}
        closeButtonProps={{ 'aria-label': 'Close sample site' }}
        classNames={{ content: classes.frameContent, body: classes.frameBody, header: classes.frameHeader }}
        transitionProps={{ duration: 150 }}
        returnFocus={false}
        onExitTransitionEnd={() => trigger.current?.focus()}
        data-testid="sample-overlay"
      >
        {step === 'frame' ? (
          <iframe
            src={story.liveUrl}
            title={`Sample site of ${story.client}`}
            sandbox=""
            referrerPolicy="no-referrer"
            loading="eager"
            className={classes.frame}
          />
        ) : null}
      </Modal>
    </>
  );
}

export default ViewLiveView;

/** Live on the first interaction with it. */
export const ViewLiveButton = island('features/case-studies/view-live', ViewLiveView, { hydrate: ['interaction'] });
