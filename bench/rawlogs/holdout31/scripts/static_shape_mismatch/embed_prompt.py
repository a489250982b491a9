# cause: static_shape_mismatch
# expect: shape\[1\] mismatch to specified constant
# capture: ipython
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

SEQ_LEN = 16


@I.ir_module
class Embed:
    @R.function
    def embed(tokens: R.Tensor((1, 16), "int32"), table: R.Tensor((100, 8), "float32")):
        with R.dataflow():
            flat = R.reshape(tokens, (16,))
            rows = R.take(table, flat, axis=0)
            out = R.mean(rows, axis=0)
            R.output(out)
        return out


ex = tvm.compile(Embed, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

table = np.random.default_rng(0).standard_normal((100, 8)).astype("float32")
prompt = [12, 7, 99, 3, 3, 41, 8, 0, 15, 22, 64, 5]
tokens = np.array([prompt], dtype="int32")

vm.set_input("embed", tokens, table)
vm.invoke_stateful("embed")
print(vm.get_outputs("embed").numpy())
