import type { FeatureScreens } from '../lib/feature-screens';

// issue 11: every hand-written area brings its routes and menu entries (features/<area>/screens.tsx); nothing here
// lists them. The modules hold lazy imports only: a screen's code still downloads when it is opened.
const modules = import.meta.glob<{ featureScreens: FeatureScreens }>('../features/*/screens.tsx', { eager: true });

export const FEATURES: readonly FeatureScreens[] = Object.values(modules).map((module) => module.featureScreens);
