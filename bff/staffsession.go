package bff

// CodeStaffSessionExpired refuses a staff console request whose staff
// session has ended with its access token (401), distinct from no session
// at all, so that the console sends the member to sign in again.
const CodeStaffSessionExpired Code = "staff_session_expired"
