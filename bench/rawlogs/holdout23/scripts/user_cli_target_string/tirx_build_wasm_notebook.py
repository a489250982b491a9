# cause: user_cli_target_string
# expect: CLI target string form
# capture: notebook
# %%
import tvm
from tvm import te

n = 256
A = te.placeholder((n,), name="A")
B = te.compute((n,), lambda i: A[i] * 0.5 + 1.0, name="B")
func = te.create_prim_func([A, B]).with_attr("global_symbol", "scale_shift")
# %%
wasm_target = "llvm -mtriple=wasm32-unknown-unknown-wasm -mattr=+simd128"
lib = tvm.tirx.build(func, target=wasm_target)
# %%
lib.export_library("scale_shift.wasm")
