// The dashboard panels' load failure, shared with the other features' panels (components/ui).
export { PanelLoadFailure } from '../../components/ui/PanelLoadFailure';
