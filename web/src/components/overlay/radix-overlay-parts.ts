/** The chunk behind `radixOverlays`. */
export * as dialog from './DialogParts';
export * as dropdownMenu from './DropdownMenuParts';
export * as popover from './PopoverParts';
