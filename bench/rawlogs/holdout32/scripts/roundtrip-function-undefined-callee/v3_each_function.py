# cause: roundtrip-function-undefined-callee
# expect: Undefined variable: (tanh_kernel|main)
# capture: ipython
import tvm
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Model:
    @T.prim_func
    def tanh_kernel(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
        for i in range(8):
            B[i] = T.tanh(A[i])

    @R.function
    def main(x: R.Tensor((8,), "float32")) -> R.Tensor((8,), "float32"):
        cls = Model
        y = R.call_tir(cls.tanh_kernel, (x,), R.Tensor((8,), "float32"))
        return y

# keep one file per function in the review repo, then re-assemble
sources = {gv.name_hint: func.script(name=gv.name_hint) for gv, func in Model.functions_items()}
rebuilt = tvm.IRModule()
for name, src in sources.items():
    print("parsing", name)
    rebuilt[name] = tvm.script.from_source(src)
print(rebuilt)
