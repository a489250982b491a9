# cause: vm_input_shape_mismatch
# expect: match_cast error,\s+shape\[\d\] mismatch to specified constant
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Embed:
    @R.function
    def main(tok: R.Tensor((1, 8), "int32"), table: R.Tensor((100, 16), "float32")):
        e = R.take(table, tok, axis=0)
        return e


vm = relax.VirtualMachine(tvm.compile(Embed, "llvm"), tvm.cpu())
tokens = np.array([[1, 5, 9, 2, 7, 3, 3, 0, 0, 0, 0, 0]], "int32")
table = np.random.rand(100, 16).astype("float32")
vm["main"](tvm.runtime.tensor(tokens), tvm.runtime.tensor(table))
