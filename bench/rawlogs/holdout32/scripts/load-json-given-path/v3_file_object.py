# cause: load-json-given-path
# expect: not TextIOWrapper
# capture: combined
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def k(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
        for i in range(8):
            B[i] = A[i] - T.float32(3)

    @R.function
    def main(x: R.Tensor((8,), "float32")) -> R.Tensor((8,), "float32"):
        cls = Model
        return R.call_tir(cls.k, (x,), R.Tensor((8,), "float32"))


with open("model.json", "w") as f:
    f.write(tvm.ir.save_json(Model))
with open("model.json") as f:
    mod = tvm.ir.load_json(f)
print(mod.get_global_vars())
