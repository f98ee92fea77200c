// The settings' radio groups, shared with the other features' forms (components/ui).
export { RadioGroup, type RadioGroupProps, type RadioOption } from '../../components/ui/RadioGroup';
