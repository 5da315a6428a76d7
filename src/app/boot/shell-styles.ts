// The styles of the static shell and of Mantine's base: every page links them (the boot entry's
// stylesheet). What a page shows beyond the shell brings its own styles with its route's code.
// The layered files let this site's styles win over Mantine's.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@/app/global.css';
import '@/app/shell/app-shell.module.css';
import '@/app/shell/header.module.css';
import '@/app/shell/footer.module.css';
import '@/app/shell/scroll-progress.module.css';
import '@/app/shell/scroll-to-top.module.css';
import '@/app/shell/cookie-banner.module.css';
import '@/app/shell/shell-notices.module.css';
import '@/components/logo.module.css';
import '@/components/ui.module.css';
import '@/features/newsletter/newsletter-box.module.css';
import '@/components/form-theme.module.css';
import '@/components/honeypot-field.module.css';
