// RUN: htam-opt %s --htam-inputs-only
