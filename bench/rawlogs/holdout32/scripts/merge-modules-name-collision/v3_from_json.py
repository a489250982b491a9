# cause: merge-modules-name-collision
# expect: same_as\(var\)
# capture: ipython
import tvm
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Prefill:
    @T.prim_func
    def rms(A: T.Buffer((4, 32), "float32"), B: T.Buffer((4, 32), "float32")):
        for i, j in T.grid(4, 32):
            B[i, j] = A[i, j] * T.float32(0.5)

    @R.function
    def prefill(x: R.Tensor((4, 32), "float32")) -> R.Tensor((4, 32), "float32"):
        cls = Prefill
        y = R.call_tir(cls.rms, (x,), R.Tensor((4, 32), "float32"))
        return y

# the decode module was exported earlier by another job; it has its own "rms" kernel
saved = tvm.ir.save_json(Prefill)
decode_mod = tvm.ir.load_json(saved.replace('"prefill"', '"decode"'))

combined = Prefill.clone()
combined.update(decode_mod)
print(combined.get_global_vars())
