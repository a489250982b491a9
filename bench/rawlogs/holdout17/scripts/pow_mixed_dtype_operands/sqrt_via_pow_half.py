# cause: pow_mixed_dtype_operands
# expect: Binary operators must have the same datatype for both operands
# capture: combined
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

half = numpy_helper.from_array(np.array(0.5, np.float32), "half")
g = helper.make_graph([helper.make_node("Pow", ["v", "half"], ["r"])], "pow_half",
                      [helper.make_tensor_value_info("v", TensorProto.FLOAT16, [3, 3])],
                      [helper.make_tensor_value_info("r", TensorProto.FLOAT16, [3, 3])], [half])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 12)])
mod = from_onnx(model)
print(mod.script())
