# cause: relax_build_dict_target
# expect: TypeError: argument of type 'builtin_function_or_method' is not iterable
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((32, 256), "float32"), w1: R.Tensor((256, 512), "float32"),
             w2: R.Tensor((512, 10), "float32")):
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, w1))
            y = R.nn.softmax(R.matmul(h, w2), axis=-1)
            R.output(y)
        return y


ex = tvm.compile(MLP, target={"kind": "llvm", "mcpu": "znver4", "num-cores": 2})
vm = relax.VirtualMachine(ex, tvm.cpu())
