# cause: load-json-unflushed-file
# expect: Invalid parameters file format|Check failed: \(strm->Read
# capture: ipython
import numpy as np
import tvm

params = {"w": tvm.runtime.tensor(np.random.rand(16, 16).astype("float32")),
          "b": tvm.runtime.tensor(np.zeros(16, "float32"))}
blob = tvm.runtime.save_param_dict(params)

fout = open("params.bin", "wb")
fout.write(blob)

# verify before upload
with open("params.bin", "rb") as f:
    back = tvm.runtime.load_param_dict(f.read())
print({k: v.shape for k, v in back.items()})
