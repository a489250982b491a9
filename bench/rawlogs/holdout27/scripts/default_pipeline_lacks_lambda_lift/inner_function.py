# cause: default_pipeline_lacks_lambda_lift
# expect: VMShapeLower do not work for local functions, make sure  to run it after LambdaLift
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Closure:
    @R.function
    def main(x: R.Tensor((4, 8), "float32")):
        @R.function
        def act(a: R.Tensor((4, 8), "float32")) -> R.Tensor((4, 8), "float32"):
            b = R.nn.relu(a)
            return b

        y = act(x)
        return y


ex = tvm.compile(Closure, "llvm")
