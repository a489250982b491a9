# cause: resize_opset10_inputs_misread
# expect: Type <class 'NoneType'> for size is currently unsupported
# capture: notebook
# env: TVM_BACKTRACE=1
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
x = helper.make_tensor_value_info("feat", TensorProto.FLOAT, [1, 3, 8, 8])
y = helper.make_tensor_value_info("small", TensorProto.FLOAT, None)
s = numpy_helper.from_array(np.array([1.0, 1.0, 0.5, 0.5], dtype=np.float32), "s")
model = helper.make_model(helper.make_graph([helper.make_node("Resize", ["feat", "s"], ["small"], mode="linear")],
                                            "down", [x], [y], [s]), opset_imports=[helper.make_opsetid("", 10)])
print("opset", model.opset_import[0].version)
# %%
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
