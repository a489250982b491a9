# cause: llvm_bool_compare
# expect: CreateLE
# env: TVM_BACKTRACE=1
import tvm
from tvm import te

n = 64
A = te.placeholder((n,), dtype="bool", name="A")
B = te.placeholder((n,), dtype="bool", name="B")
C = te.compute((n,), lambda i: A[i] <= B[i], name="implies")
func = te.create_prim_func([A, B, C]).with_attr("global_symbol", "implies")
mod = tvm.IRModule({"implies": func})
rt = tvm.compile(mod, target="llvm")
