# cause: printer-stringtype-in-tuple
# expect: 'StringType' object has no attribute 'as_ty'
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        y = R.nn.relu(x)
        tag = R.str("relu-v1")
        return (y, tag)


text = Model.script()
print(text)
again = tvm.script.from_source(text)
tvm.ir.assert_structural_equal(Model, again)
