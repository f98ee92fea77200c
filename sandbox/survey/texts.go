package survey

// words are the page's texts in one language.
type words struct {
	Title, Intro, Legend, Comment, Send, Invalid, Thanks, ThanksText, Escape string
	// Ratings label the answers 1 to 5.
	Ratings [5]string
}

// texts are the page's words by language.
var texts = map[string]words{
	"en": {
		Title:      "Tell us about this site",
		Intro:      "A sandbox survey: it stands in for the county's own.",
		Legend:     "How easy was this site to use?",
		Ratings:    [5]string{"1 Very hard", "2 Hard", "3 Neither easy nor hard", "4 Easy", "5 Very easy"},
		Comment:    "Anything else you would like to tell us? (optional)",
		Send:       "Send",
		Invalid:    "Choose a rating from 1 to 5, and keep the comment under 2,000 characters.",
		Thanks:     "Thank you for your answers",
		ThanksText: "You can close the survey now.",
		Escape:     "Press Escape to close the survey.",
	},
	"es": {
		Title:      "Cuéntenos sobre este sitio",
		Intro:      "Una encuesta de prueba: sustituye a la del condado.",
		Legend:     "¿Qué tan fácil fue usar este sitio?",
		Ratings:    [5]string{"1 Muy difícil", "2 Difícil", "3 Ni fácil ni difícil", "4 Fácil", "5 Muy fácil"},
		Comment:    "¿Hay algo más que quiera decirnos? (opcional)",
		Send:       "Enviar",
		Invalid:    "Elija una calificación del 1 al 5 y escriba un comentario de menos de 2.000 caracteres.",
		Thanks:     "Gracias por sus respuestas",
		ThanksText: "Ya puede cerrar la encuesta.",
		Escape:     "Pulse Escape para cerrar la encuesta.",
	},
}
