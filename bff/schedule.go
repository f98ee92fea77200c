package bff

// CodeDuplicatePlan refuses a scheduled payment for a payable that already
// has one where the payable's configuration denies duplicate plans (spec
// 001 §4, SCHED-41, ERR-67). Answers 409.
const CodeDuplicatePlan Code = "duplicate_plan"

// CodeOneItemAllowed refuses a scheduled payment of more than one item
// (spec 000 §5, AUTOPAY-13; its message key schedpay.one_item_allowed,
// ERR-22). Answers 422.
const CodeOneItemAllowed Code = "one_item_allowed"
