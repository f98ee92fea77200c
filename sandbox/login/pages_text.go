package login

// texts are the hosted pages' words in one language.
type texts struct {
	SignInTitle, SignInFor, SignInButton           string
	SignUpTitle, SignUpFor, SignUpButton           string
	ToSignUp, ToSignIn                             string
	Email, Password, GivenName, FamilyName         string
	PasswordHint, ErrorSummary                     string
	SignedOutTitle, SignedOutBody                  string
	FailTitle, FailBody                            string
	FormExpired, OtherLanguage, OtherLanguageCode  string
	SiteLabel, LogoAlt, VerifyNotice, ServiceTitle string
}

// textsFor returns the pages' words in lang (en or es).
func textsFor(lang string) texts {
	if lang == langES {
		return texts{
			SignInTitle: "Iniciar sesión", SignInFor: "Inicie sesión en %s", SignInButton: "Iniciar sesión",
			SignUpTitle: "Crear una cuenta", SignUpFor: "Cree una cuenta en %s", SignUpButton: "Crear cuenta",
			ToSignUp: "¿Es nuevo aquí? Cree una cuenta", ToSignIn: "¿Ya tiene una cuenta? Inicie sesión",
			Email: "Correo electrónico", Password: "Contraseña", GivenName: "Nombre", FamilyName: "Apellido",
			PasswordHint: "Al menos 8 caracteres.", ErrorSummary: "Hay un problema",
			SignedOutTitle: "Sesión cerrada", SignedOutBody: "Ha cerrado la sesión. Ya puede cerrar esta página.",
			FailTitle:     "Este enlace de inicio de sesión no se puede usar",
			FailBody:      "Puede que haya caducado. Vuelva al sitio web e inicie sesión de nuevo.",
			FormExpired:   "Esta página estuvo abierta demasiado tiempo. Vuelva a intentarlo.",
			OtherLanguage: "English", OtherLanguageCode: langEN, SiteLabel: "Sitio: %s", LogoAlt: "Logotipo de %s",
			VerifyNotice: "Le enviaremos un código para verificar su correo electrónico.",
			ServiceTitle: "Servicio de inicio de sesión de PayHub",
		}
	}
	return texts{
		SignInTitle: "Sign in", SignInFor: "Sign in to %s", SignInButton: "Sign in",
		SignUpTitle: "Create an account", SignUpFor: "Create an account with %s", SignUpButton: "Create account",
		ToSignUp: "New here? Create an account", ToSignIn: "Already have an account? Sign in",
		Email: "Email", Password: "Password", GivenName: "First name", FamilyName: "Last name",
		PasswordHint: "At least 8 characters.", ErrorSummary: "There is a problem",
		SignedOutTitle: "Signed out", SignedOutBody: "You are signed out. You can close this page.",
		FailTitle:     "This sign-in link cannot be used",
		FailBody:      "It may have expired. Go back to the website and sign in again.",
		FormExpired:   "This page was open too long. Please try again.",
		OtherLanguage: "Español", OtherLanguageCode: langES, SiteLabel: "Site: %s", LogoAlt: "%s logo",
		VerifyNotice: "We will send you a code to verify your e-mail address.",
		ServiceTitle: "PayHub sign-in service",
	}
}
