# cause: module-get-attr-non-object
# expect: TypeError: Cannot convert from type `int` to `ffi.Object`
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    I.module_attrs({"opt_level": 3, "producer": "exporter-with-a-long-name"})

    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.abs(x)


loaded = tvm.ir.load_json(tvm.ir.save_json(Model))
print("producer:", loaded.get_attr("producer"))
print("opt_level:", loaded.get_attr("opt_level"))
