# cause: vm_input_not_a_tensor
# expect: expect a Tensor but get
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor(("n",), "float32")):
        with R.dataflow():
            y = R.exp(x)
            R.output(y)
        return y

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"]([0.5, 1.0, 2.0]))
