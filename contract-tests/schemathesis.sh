#!/usr/bin/env bash
# Schemathesis against a running server, for machines with a Docker engine (CI here has none: the
# property-based fuzzing in contract-tests/fuzz.integration.test.ts is the check that runs everywhere).
#   npm start &  then  contract-tests/schemathesis.sh [http://localhost:3000]
set -euo pipefail
base="${1:-http://localhost:3000}"
docker run --rm --network host -v "$PWD/openapi.yaml:/openapi.yaml:ro" schemathesis/schemathesis:stable \
  run /openapi.yaml --url "$base" --checks all --hypothesis-max-examples 50
