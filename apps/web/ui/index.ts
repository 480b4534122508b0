export { BidiName, Ltr, nameDir } from './bidi.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClass } from './button.tsx';
export { Card, CardHeader, type CardProps } from './card.tsx';
export { EmptyState } from './empty-state.tsx';
export { Icon, type IconName, type IconProps, isIconName } from './icon.tsx';
export { Skeleton, SkeletonList } from './skeleton.tsx';
export { type TabItem, Tabs } from './tabs.tsx';
