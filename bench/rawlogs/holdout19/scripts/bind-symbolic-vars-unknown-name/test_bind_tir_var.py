# cause: bind-symbolic-vars-unknown-name
# expect: Binding map contains keys \("batch_size",\)
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor(("b", 3, 224, 224), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool2d(x, pool_size=(2, 2), strides=(2, 2))
            R.output(y)
        return y


def test_bind_batch():
    after = relax.transform.BindSymbolicVars({"batch_size": 1})(Before)
    after.show()
