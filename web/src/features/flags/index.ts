export { flagsAtom, loadFlagsAtom, toggleFlagAtom } from './atoms';
export { useFeatureFlag } from './useFeatureFlag';
export { MaintenancePopup, FeatureGate } from './MaintenancePopup';
export { FLAG_LABELS, flagLabel, maintenanceMessage } from './labels';
