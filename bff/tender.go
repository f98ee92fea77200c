package bff

// CodeTenderMismatch refuses a check-out whose declared tender type is not
// the one its tender token was made for, such as a card token declared as
// a bank account: a tender's type, brand and last digits are those the
// wallet recorded when it tokenized it, never what the request says.
const CodeTenderMismatch Code = "tender_mismatch"
