console.log('postbuild placeholder')
