# cause: tvm_relax_build_dict_target_not_normalized
# expect: is not iterable
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Classifier:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.softmax(y, axis=-1)
            R.output(z)
        return z


def load_vm():
    ex = tvm.compile(Classifier, target="llvm")
    return relax.VirtualMachine(ex, tvm.cpu())


def main():
    tvm.compile(Classifier, target={"kind": "llvm", "mtriple": "x86_64-pc-linux-gnu"})


def test_compile_with_dict_target():
    main()
