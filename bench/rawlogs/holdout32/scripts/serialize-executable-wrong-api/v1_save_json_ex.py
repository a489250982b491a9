# cause: serialize-executable-wrong-api
# expect: does not support ToJSONGraph
# capture: stderr
# post: truncate=0.7
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.exp(x)


ex = tvm.compile(Model, target="llvm")
with open("model_compiled.json", "w") as f:
    f.write(tvm.ir.save_json(ex))
