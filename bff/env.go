package bff

import (
	"fmt"
	"strings"
)

// Env is the deployment environment (spec 000 §9: one of dev, test, stage,
// beta, demo, prod).
type Env string

// The six environments the specification allows.
const (
	EnvDev   Env = "dev"
	EnvTest  Env = "test"
	EnvStage Env = "stage"
	EnvBeta  Env = "beta"
	EnvDemo  Env = "demo"
	EnvProd  Env = "prod"
)

// Envs lists the allowed environments in the specification's order.
var Envs = []Env{EnvDev, EnvTest, EnvStage, EnvBeta, EnvDemo, EnvProd}

// ParseEnv validates s; the error names the allowed values.
func ParseEnv(s string) (Env, error) {
	for _, e := range Envs {
		if string(e) == s {
			return e, nil
		}
	}
	names := make([]string, len(Envs))
	for i, e := range Envs {
		names[i] = string(e)
	}
	return "", fmt.Errorf("PAYHUB_ENV %q is not valid: must be one of %s", s, strings.Join(names, ", "))
}

// IsProduction reports whether e is the production environment.
func (e Env) IsProduction() bool { return e == EnvProd }
