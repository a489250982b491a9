# cause: merge-modules-name-collision
# expect: same_as\(var\)\) is false
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Backbone:
    @T.prim_func
    def act(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        for i in range(16):
            B[i] = T.max(A[i], T.float32(0))

    @R.function
    def main(x: R.Tensor((16,), "float32")) -> R.Tensor((16,), "float32"):
        cls = Backbone
        y = R.call_tir(cls.act, (x,), R.Tensor((16,), "float32"))
        return y


@I.ir_module
class Head:
    @T.prim_func
    def act(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        for i in range(16):
            B[i] = T.sigmoid(A[i])

    @R.function
    def head(x: R.Tensor((16,), "float32")) -> R.Tensor((16,), "float32"):
        cls = Head
        y = R.call_tir(cls.act, (x,), R.Tensor((16,), "float32"))
        return y


mod = Backbone.clone()
mod.update(Head)        # one library with both parts
print(mod.script())
