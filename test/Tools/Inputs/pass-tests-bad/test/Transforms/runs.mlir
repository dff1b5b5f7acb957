// RUN: htam-opt %s --htam-run-me | FileCheck %s
// RUN: htam-opt %s --pass-pipeline="builtin.module(func.func(htam-nested{x=1}))"
// RUN: htam-opt %s \
// RUN:   --htam-continued
// RUN: htam-opt %s --htam-prefix-pipeline
// htam-comment-only is named here, in a comment, not in a RUN line.
