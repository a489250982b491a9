# cause: relax_build_dict_target_not_converted
# expect: TypeError: argument of type 'builtin_function_or_method' is not iterable
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((1, 64), "float32"), w: R.Tensor((64, 32), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.matmul(x, w))
            R.output(y)
        return y


# the Target docs say a config dict is accepted everywhere a target is
ex = tvm.compile(MLP, target={"kind": "llvm", "mtriple": "aarch64-linux-gnu", "mcpu": "cortex-a72"})
ex.export_library("mlp.tar")
