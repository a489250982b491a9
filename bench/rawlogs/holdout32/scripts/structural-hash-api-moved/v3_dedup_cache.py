# cause: structural-hash-api-moved
# expect: has no attribute 'structural_hash'
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R, tirx as T

# %%
@I.ir_module
class Model:
    @T.prim_func
    def k1(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
        for i in range(8):
            B[i] = A[i] + T.float32(1)

    @T.prim_func
    def k2(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
        for i in range(8):
            B[i] = A[i] + T.float32(1)

# %%
# dedup identical kernels by structural hash
seen = {}
for gv, func in Model.functions_items():
    h = tvm.ir.structural_hash(func.without_attr("global_symbol"))
    seen.setdefault(h, []).append(gv.name_hint)
print(seen)
