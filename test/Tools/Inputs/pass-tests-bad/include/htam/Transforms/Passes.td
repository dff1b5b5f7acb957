// A fake pass list for test/Tools/pass-tests.test.
def RunPass : Pass<"htam-run-me", "mlir::ModuleOp"> {}
def NestedPass : Pass<"htam-nested", "mlir::func::FuncOp"> {}
def ContinuedPass : Pass<"htam-continued", "mlir::ModuleOp"> {}
def PrefixPass : Pass<"htam-prefix", "mlir::ModuleOp"> {}
def GpuOnlyPass : Pass<"htam-gpu-only", "mlir::ModuleOp"> {}
def InputsOnlyPass : Pass<"htam-inputs-only", "mlir::ModuleOp"> {}
def CommentOnlyPass : Pass<"htam-comment-only", "mlir::ModuleOp"> {}
